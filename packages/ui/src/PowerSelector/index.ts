export { PowerSelector, type Power, type PowerSelectorProps } from './PowerSelector';
