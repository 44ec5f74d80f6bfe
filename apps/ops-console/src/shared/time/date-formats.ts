/** How the console shows a time (`formatDate(time, DATE_TIME)`): the minute, as in the customers' portal. */
export const DATE_TIME = 'YYYY-MM-DD HH:mm';
