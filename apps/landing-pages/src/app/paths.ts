/** Landing pages are opened by shared links; a bare visit shows the app download page. */
export const HOME_PATH = '/download';
