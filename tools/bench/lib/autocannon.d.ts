/** autocannon ships no types; the load bench uses its programmatic API (see its README). */
declare module 'autocannon';
