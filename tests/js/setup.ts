/**
 * Runs before every test file: jest-dom matchers and the msw server (unhandled requests fail).
 */
import '@testing-library/jest-dom';
import { server } from './mocks/server';

beforeAll( () => server.listen( { onUnhandledRequest: 'error' } ) );
afterEach( () => server.resetHandlers() );
afterAll( () => server.close() );
