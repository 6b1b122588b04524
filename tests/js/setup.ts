/**
 * Runs before every test file: jest-dom matchers and the msw server (unhandled requests fail).
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from './mocks/server';

// Lazily loaded screens and msw answers can take over a second on a loaded 2-core CI machine.
configure( { asyncUtilTimeout: 4000 } );

beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
afterEach( () => server.resetHandlers() );
afterAll( () => server.close() );
