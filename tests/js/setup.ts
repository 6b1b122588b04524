/**
 * Runs before every test file: jest-dom matchers and the msw server (unhandled requests fail).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './mocks/server';

// Lazily loaded screens and msw answers can take seconds on a loaded 2-core machine (a screen's
// chunk is compiled on its first import). A timeout catches a hang, not slowness: only a failing
// find waits this long.
configure( { asyncUtilTimeout: 8000 } );

beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
afterEach( () => server.resetHandlers() );
afterAll( () => server.close() );
