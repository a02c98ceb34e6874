export { LogoSplash, type LogoSplashProps } from './LogoSplash';
export { LogoMark } from './LogoMark';
