// The waiting room feature's public entry: what other features use (.dependency-cruiser.cjs).
export { WaitingRoomPanel } from './waiting-room-panel.tsx';
export { WaitingRoomTurn } from './waiting-room-turn.tsx';
