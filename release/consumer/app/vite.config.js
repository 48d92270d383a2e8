import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// A consumer's plain Vite config: no vanilla-extract plugin, no knowledge of our sources.
export default defineConfig({ plugins: [react()] });
