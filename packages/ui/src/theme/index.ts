export { tokens, vars } from './tokens';
export { media, breakpoints, imageSizes } from './breakpoints';
export { GlobalStyle } from './GlobalStyle';
export { adoptServedStyles } from './servedStyles';
