/** A screen with no route configured shows the waiting-room board. */
export const HOME_PATH = '/wait';
