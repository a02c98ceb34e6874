export { WelcomeScreen, type WelcomeScreenProps, type WelcomeTile } from './WelcomeScreen';
