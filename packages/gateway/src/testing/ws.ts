/** `ws` for the benches in bench/ (the workspace root does not depend on it). */
export { WebSocket, WebSocketServer } from 'ws';
