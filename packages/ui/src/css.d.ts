// Plain CSS imported for its side effect (the web font); the bundler handles it.
declare module '*.css';
