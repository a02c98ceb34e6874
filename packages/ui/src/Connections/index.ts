export { Connections, type Connection, type ConnectionsProps } from './Connections';
