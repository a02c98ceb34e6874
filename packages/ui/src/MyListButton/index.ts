export { MyListButton, type MyListButtonProps } from './MyListButton';
