export { tokens, vars } from './tokens';
export { media, breakpoints } from './breakpoints';
export { GlobalStyle } from './GlobalStyle';
export { adoptServedStyles } from './servedStyles';
