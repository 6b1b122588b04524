/**
 * The msw server every jest test shares. Any request without a handler fails the test.
 */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer( ...handlers );
