export { usePass } from './pass-use.ts';
export { advanceRoom } from './room-advance.ts';
export { waitingRoomAdminRoutes } from './waiting-room-admin-routes.ts';
export { waitingRoomRoutes } from './waiting-room-routes.ts';
export { type WaitingRooms, waitingRooms } from './waiting-rooms.ts';
