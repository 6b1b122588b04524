#!/usr/bin/env node
/**
 * A local stand-in for Stripe (Stripe cannot be reached from here): the subset of the API the
 * plugin calls, a hosted "checkout" page where a person or a test pays or cancels, and webhooks
 * signed exactly as Stripe signs them. Node built-ins only.
 *
 *   node scripts/stripe-fake/server.mjs [--port 12111] [--webhook-url URL] [--secret whsec_p2p_fake]
 *
 * Port: 12111 for the dev site on 8888; a site on another port P uses 12111 + (P − 8888), and the
 * webhook URL defaults to that site's REST route, so test sites never share a fake.
 *
 * API (Authorization: Bearer sk_… or rk_…; form-encoded bodies; Idempotency-Key honoured):
 *   GET  /v1/account                      who the key belongs to ("Test connection")
 *   POST /v1/checkout/sessions            mode=payment|subscription, line_items[0][price_data]…
 *   GET  /v1/checkout/sessions/:id
 *   POST /v1/refunds                      payment_intent=pi_… → succeeded, then charge.refunded
 *   DELETE /v1/subscriptions/:id          → canceled, then customer.subscription.deleted
 * Hosted pages:
 *   GET  /checkout/:id                    the payment page (Pay / Cancel)
 *   POST /checkout/:id/pay                pays: checkout.session.completed (+ invoice.paid for
 *                                         monthly), delivered before the donor is sent back
 *   POST /checkout/:id/cancel             back to cancel_url
 * Test controls (no key needed):
 *   POST /_fake/subscriptions/:id/renew   a renewal: invoice.paid (billing_reason subscription_cycle)
 *   POST /_fake/payments/:pi/dispute      charge.dispute.created
 *   POST /_fake/events/:id/resend         the same event (same id) again, freshly signed
 *   GET  /_fake/state                     every object and every delivery, as JSON
 */
import crypto from 'node:crypto';
import http from 'node:http';

export const DEFAULT_PORT = 12111;
export const DEFAULT_SECRET = 'whsec_p2p_fake';
const DEV_SITE_PORT = 8888;

/**
 * Parses --name value pairs.
 * @param argv
 */
function readArgs( argv ) {
	const args = {};
	for ( let i = 0; i < argv.length; i += 2 ) {
		if ( argv[ i ]?.startsWith( '--' ) ) {
			args[ argv[ i ].slice( 2 ) ] = argv[ i + 1 ];
		}
	}
	return args;
}

/**
 * Stripe's signature header: t=<unix>,v1=HMAC-SHA256(secret, "<t>.<payload>").
 * @param payload
 * @param secret
 * @param time
 */
export function signPayload(
	payload,
	secret,
	time = Math.floor( Date.now() / 1000 )
) {
	const signature = crypto
		.createHmac( 'sha256', secret )
		.update( `${ time }.${ payload }` )
		.digest( 'hex' );
	return `t=${ time },v1=${ signature }`;
}

/**
 * Stripe's form encoding back into nested objects: a[b][0][c]=v → { a: { b: { 0: { c: v } } } }.
 * @param body
 */
function parseForm( body ) {
	const result = {};
	for ( const [ key, value ] of new URLSearchParams( body ) ) {
		const parts = key.replace( /\]/g, '' ).split( '[' );
		let node = result;
		parts.forEach( ( part, index ) => {
			if ( index === parts.length - 1 ) {
				node[ part ] = value;
			} else {
				node[ part ] = node[ part ] ?? {};
				node = node[ part ];
			}
		} );
	}
	return result;
}

function escapeHtml( text ) {
	return String( text ).replace(
		/[&<>"']/g,
		( c ) => `&#${ c.charCodeAt( 0 ) };`
	);
}

const ZERO_DECIMAL = new Set( [
	'bif',
	'clp',
	'djf',
	'gnf',
	'jpy',
	'kmf',
	'krw',
	'mga',
	'pyg',
	'rwf',
	'ugx',
	'vnd',
	'vuv',
	'xaf',
	'xof',
	'xpf',
] );

function formatAmount( minor, currency ) {
	const major = ZERO_DECIMAL.has( currency ) ? minor : minor / 100;
	return `${ major.toFixed( ZERO_DECIMAL.has( currency ) ? 0 : 2 ) } ${ currency.toUpperCase() }`;
}

export function createFakeStripe( {
	port = DEFAULT_PORT,
	webhookUrl,
	secret = DEFAULT_SECRET,
	log = () => {},
} = {} ) {
	const sitePort = port - DEFAULT_PORT + DEV_SITE_PORT;
	const hook =
		webhookUrl ??
		`http://localhost:${ sitePort }/?rest_route=/p2p-fundraising/v1/stripe/webhook`;
	const base = `http://localhost:${ port }`;
	const state = {
		sessions: {},
		paymentIntents: {},
		charges: {},
		subscriptions: {},
		invoices: {},
		refunds: {},
		events: {},
		deliveries: [],
	};
	const idempotent = new Map();
	let counter = 0;
	const newId = ( prefix ) =>
		`${ prefix }_fake${ Date.now().toString( 36 ) }${ ( ++counter ).toString( 36 ).padStart( 4, '0' ) }`;
	const now = () => Math.floor( Date.now() / 1000 );

	/**
	 * Signs and POSTs one event to the site; records the answer.
	 * @param event
	 */
	async function deliver( event ) {
		const payload = JSON.stringify( event );
		let status = 0;
		let body = '';
		try {
			const response = await fetch( hook, {
				method: 'POST',
				headers: {
					'Content-Type': 'application/json',
					'Stripe-Signature': signPayload( payload, secret ),
				},
				body: payload,
			} );
			status = response.status;
			body = await response.text();
		} catch ( error ) {
			body = String( error );
		}
		state.deliveries.push( {
			event: event.id,
			type: event.type,
			status,
			body: body.slice( 0, 500 ),
		} );
		log( `webhook ${ event.type } ${ event.id } → ${ status }` );
		return status;
	}

	function makeEvent( type, object ) {
		const event = {
			id: newId( 'evt' ),
			object: 'event',
			type,
			created: now(),
			livemode: false,
			api_version: '2024-06-20',
			data: { object },
		};
		state.events[ event.id ] = event;
		return event;
	}

	/**
	 * Creates and delivers events in order (awaited: the site has them before the donor returns).
	 * @param {...any} pairs
	 */
	async function emit( ...pairs ) {
		for ( const [ type, object ] of pairs ) {
			await deliver( makeEvent( type, structuredClone( object ) ) );
		}
	}

	/**
	 * Later, after the API answer has gone out (as Stripe does).
	 * @param {...any} pairs
	 */
	function emitLater( ...pairs ) {
		setTimeout( () => emit( ...pairs ), 100 );
	}

	function payment( amount, currency, metadata, extra = {} ) {
		const pi = newId( 'pi' );
		const ch = newId( 'ch' );
		state.charges[ ch ] = {
			id: ch,
			object: 'charge',
			amount,
			currency,
			payment_intent: pi,
			refunded: false,
			amount_refunded: 0,
			paid: true,
			status: 'succeeded',
			metadata,
			...extra,
		};
		state.paymentIntents[ pi ] = {
			id: pi,
			object: 'payment_intent',
			amount,
			currency,
			status: 'succeeded',
			latest_charge: ch,
			metadata,
		};
		return { pi, ch };
	}

	function invoice( subscription, billingReason ) {
		const { pi, ch } = payment(
			subscription.amount,
			subscription.currency,
			subscription.metadata,
			{ invoice: null }
		);
		const id = newId( 'in' );
		state.charges[ ch ].invoice = id;
		state.invoices[ id ] = {
			id,
			object: 'invoice',
			subscription: subscription.id,
			billing_reason: billingReason,
			status: 'paid',
			paid: true,
			amount_paid: subscription.amount,
			currency: subscription.currency,
			payment_intent: pi,
			charge: ch,
			customer_email: subscription.customer_email,
			subscription_details: { metadata: subscription.metadata },
		};
		return state.invoices[ id ];
	}

	// ---- API ----------------------------------------------------------------------------------

	function createSession( params ) {
		const item = params.line_items?.[ 0 ];
		const price = item?.price_data;
		const amount = Number( price?.unit_amount );
		if (
			! [ 'payment', 'subscription' ].includes( params.mode ) ||
			! price?.currency ||
			! Number.isInteger( amount ) ||
			amount < 1 ||
			! params.success_url ||
			! params.cancel_url
		) {
			return [
				400,
				{
					error: {
						type: 'invalid_request_error',
						message:
							'mode, line_items[0][price_data][currency|unit_amount], success_url and cancel_url are required.',
					},
				},
			];
		}
		if (
			params.mode === 'subscription' &&
			price.recurring?.interval !== 'month'
		) {
			return [
				400,
				{
					error: {
						type: 'invalid_request_error',
						message:
							'A subscription needs price_data[recurring][interval].',
					},
				},
			];
		}
		const id = newId( 'cs' );
		state.sessions[ id ] = {
			id,
			object: 'checkout.session',
			mode: params.mode,
			status: 'open',
			payment_status: 'unpaid',
			amount_total: amount,
			currency: price.currency,
			customer_email: params.customer_email ?? null,
			client_reference_id: params.client_reference_id ?? null,
			metadata: params.metadata ?? {},
			success_url: params.success_url,
			cancel_url: params.cancel_url,
			url: `${ base }/checkout/${ id }`,
			description: price.product_data?.name ?? 'Donation',
			payment_intent: null,
			subscription: null,
			payment_intent_data: params.payment_intent_data ?? {},
			subscription_data: params.subscription_data ?? {},
		};
		return [ 200, state.sessions[ id ] ];
	}

	function refund( params ) {
		const pi = state.paymentIntents[ params.payment_intent ];
		if ( ! pi ) {
			return [
				404,
				{
					error: {
						type: 'invalid_request_error',
						message: `No such payment_intent: '${ params.payment_intent }'`,
					},
				},
			];
		}
		const charge = state.charges[ pi.latest_charge ];
		if ( charge.refunded ) {
			return [
				400,
				{
					error: {
						type: 'invalid_request_error',
						code: 'charge_already_refunded',
						message: `Charge ${ charge.id } has already been refunded.`,
					},
				},
			];
		}
		charge.refunded = true;
		charge.amount_refunded = charge.amount;
		const id = newId( 're' );
		state.refunds[ id ] = {
			id,
			object: 'refund',
			amount: charge.amount,
			currency: charge.currency,
			charge: charge.id,
			payment_intent: pi.id,
			status: 'succeeded',
			metadata: params.metadata ?? {},
		};
		emitLater( [ 'charge.refunded', charge ] );
		return [ 200, state.refunds[ id ] ];
	}

	function cancelSubscription( id ) {
		const subscription = state.subscriptions[ id ];
		if ( ! subscription ) {
			return [
				404,
				{
					error: {
						type: 'invalid_request_error',
						message: `No such subscription: '${ id }'`,
					},
				},
			];
		}
		subscription.status = 'canceled';
		subscription.canceled_at = now();
		emitLater( [ 'customer.subscription.deleted', subscription ] );
		return [ 200, subscription ];
	}

	function api( method, path, params ) {
		let match;
		if ( method === 'GET' && path === '/v1/account' ) {
			return [
				200,
				{
					id: 'acct_p2pfake',
					object: 'account',
					livemode: false,
					settings: {
						dashboard: { display_name: 'P2P Fake Stripe' },
					},
				},
			];
		}
		if ( method === 'POST' && path === '/v1/checkout/sessions' ) {
			return createSession( params );
		}
		if (
			method === 'GET' &&
			( match = path.match( /^\/v1\/checkout\/sessions\/([\w]+)$/ ) )
		) {
			return state.sessions[ match[ 1 ] ]
				? [ 200, state.sessions[ match[ 1 ] ] ]
				: [
						404,
						{
							error: {
								type: 'invalid_request_error',
								message: 'No such checkout.session',
							},
						},
					];
		}
		if ( method === 'POST' && path === '/v1/refunds' ) {
			return refund( params );
		}
		if (
			method === 'DELETE' &&
			( match = path.match( /^\/v1\/subscriptions\/([\w]+)$/ ) )
		) {
			return cancelSubscription( match[ 1 ] );
		}
		return [
			404,
			{
				error: {
					type: 'invalid_request_error',
					message: `Unrecognized request URL (${ method }: ${ path }).`,
				},
			},
		];
	}

	// ---- Hosted checkout ------------------------------------------------------------------------

	function checkoutPage( session ) {
		const monthly = session.mode === 'subscription';
		const amount =
			formatAmount( session.amount_total, session.currency ) +
			( monthly ? ' per month' : '' );
		const closed = session.status !== 'open';
		return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${ escapeHtml( amount ) } – Fake Stripe Checkout</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:460px;margin:40px auto;padding:0 16px;color:#1a1a1a}
.box{border:1px solid #ccc;border-radius:8px;padding:24px}button{font:inherit;padding:12px 20px;border-radius:6px;border:0;cursor:pointer;width:100%;margin-top:12px}
.pay{background:#635bff;color:#fff}.cancel{background:#eee;color:#1a1a1a}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}</style></head>
<body><main class="box"><p>Fake Stripe Checkout (test only: no card is charged)</p>
<h1>${ escapeHtml( session.description ) }</h1>
<p>Amount: <strong data-testid="amount">${ escapeHtml( amount ) }</strong></p>
${ session.customer_email ? `<p>E-mail: ${ escapeHtml( session.customer_email ) }</p>` : '' }
${
	closed
		? '<p role="status">This checkout is already complete.</p>'
		: `
<form method="post" action="/checkout/${ session.id }/pay"><button class="pay" type="submit">Pay ${ escapeHtml( amount ) }</button></form>
<form method="post" action="/checkout/${ session.id }/cancel"><button class="cancel" type="submit">Cancel and go back</button></form>`
}
</main></body></html>`;
	}

	async function pay( session ) {
		if ( session.status !== 'open' ) {
			return;
		}
		session.status = 'complete';
		session.payment_status = 'paid';
		if ( session.mode === 'payment' ) {
			const metadata =
				session.payment_intent_data.metadata ?? session.metadata;
			const { pi } = payment(
				session.amount_total,
				session.currency,
				metadata
			);
			session.payment_intent = pi;
			await emit( [ 'checkout.session.completed', session ] );
			return;
		}
		const id = newId( 'sub' );
		const subscription = {
			id,
			object: 'subscription',
			status: 'active',
			amount: session.amount_total,
			currency: session.currency,
			customer_email: session.customer_email,
			metadata: session.subscription_data.metadata ?? session.metadata,
			items: {
				data: [
					{
						price: {
							unit_amount: session.amount_total,
							currency: session.currency,
							recurring: { interval: 'month' },
						},
					},
				],
			},
		};
		state.subscriptions[ id ] = subscription;
		session.subscription = id;
		const first = invoice( subscription, 'subscription_create' );
		await emit(
			[ 'checkout.session.completed', session ],
			[ 'invoice.paid', first ]
		);
	}

	function returnUrl( template, session ) {
		return template.replace( '{CHECKOUT_SESSION_ID}', session.id );
	}

	// ---- HTTP -----------------------------------------------------------------------------------

	function send( res, status, body, headers = {} ) {
		const isJson = typeof body !== 'string';
		res.writeHead( status, {
			'Content-Type': isJson
				? 'application/json'
				: 'text/html; charset=utf-8',
			...headers,
		} );
		res.end( isJson ? JSON.stringify( body ) : body );
	}

	async function route( req, res, raw ) {
		const url = new URL( req.url, base );
		const path = url.pathname;
		let match;

		if ( path.startsWith( '/v1/' ) ) {
			const auth = req.headers.authorization ?? '';
			if ( ! /^Bearer (sk|rk)_(test|live)_\w+$/.test( auth ) ) {
				return send( res, 401, {
					error: {
						type: 'invalid_request_error',
						message: 'Invalid API Key provided.',
					},
				} );
			}
			const key =
				req.method === 'POST'
					? req.headers[ 'idempotency-key' ]
					: undefined;
			if ( key && idempotent.has( key ) ) {
				const [ status, body ] = idempotent.get( key );
				return send( res, status, body, {
					'Idempotent-Replayed': 'true',
				} );
			}
			const [ status, body ] = api( req.method, path, parseForm( raw ) );
			if ( key ) {
				idempotent.set( key, [ status, body ] );
			}
			log( `${ req.method } ${ path } → ${ status }` );
			return send( res, status, body );
		}
		if (
			req.method === 'GET' &&
			( match = path.match( /^\/checkout\/(\w+)$/ ) ) &&
			state.sessions[ match[ 1 ] ]
		) {
			return send(
				res,
				200,
				checkoutPage( state.sessions[ match[ 1 ] ] )
			);
		}
		if (
			req.method === 'POST' &&
			( match = path.match( /^\/checkout\/(\w+)\/(pay|cancel)$/ ) ) &&
			state.sessions[ match[ 1 ] ]
		) {
			const session = state.sessions[ match[ 1 ] ];
			if ( match[ 2 ] === 'pay' ) {
				await pay( session );
				return send( res, 303, '', {
					Location: returnUrl( session.success_url, session ),
				} );
			}
			return send( res, 303, '', {
				Location: returnUrl( session.cancel_url, session ),
			} );
		}
		if (
			req.method === 'POST' &&
			( match = path.match( /^\/_fake\/subscriptions\/(\w+)\/renew$/ ) )
		) {
			const subscription = state.subscriptions[ match[ 1 ] ];
			if ( ! subscription || subscription.status !== 'active' ) {
				return send( res, 404, {
					error: { message: 'No active subscription with that id.' },
				} );
			}
			const renewal = invoice( subscription, 'subscription_cycle' );
			const event = makeEvent(
				'invoice.paid',
				structuredClone( renewal )
			);
			const status = await deliver( event );
			return send( res, 200, {
				invoice: renewal,
				event: event.id,
				delivered: status,
			} );
		}
		if (
			req.method === 'POST' &&
			( match = path.match( /^\/_fake\/payments\/(\w+)\/dispute$/ ) )
		) {
			const pi = state.paymentIntents[ match[ 1 ] ];
			if ( ! pi ) {
				return send( res, 404, {
					error: { message: 'No such payment.' },
				} );
			}
			const dispute = {
				id: newId( 'dp' ),
				object: 'dispute',
				amount: pi.amount,
				currency: pi.currency,
				charge: pi.latest_charge,
				payment_intent: pi.id,
				status: 'needs_response',
				reason: 'fraudulent',
			};
			const event = makeEvent( 'charge.dispute.created', dispute );
			return send( res, 200, {
				dispute,
				event: event.id,
				delivered: await deliver( event ),
			} );
		}
		if (
			req.method === 'POST' &&
			( match = path.match( /^\/_fake\/events\/(\w+)\/resend$/ ) )
		) {
			const event = state.events[ match[ 1 ] ];
			return event
				? send( res, 200, {
						event: event.id,
						delivered: await deliver( event ),
					} )
				: send( res, 404, { error: { message: 'No such event.' } } );
		}
		if ( path === '/favicon.ico' ) {
			return send( res, 204, '' );
		}
		if ( req.method === 'GET' && path === '/_fake/state' ) {
			return send( res, 200, state );
		}
		return send( res, 404, {
			error: { message: `Not found: ${ req.method } ${ path }` },
		} );
	}

	const server = http.createServer( ( req, res ) => {
		const chunks = [];
		req.on( 'data', ( chunk ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			route( req, res, Buffer.concat( chunks ).toString( 'utf8' ) ).catch(
				( error ) =>
					send( res, 500, { error: { message: String( error ) } } )
			);
		} );
	} );

	return {
		state,
		webhookUrl: hook,
		listen: () =>
			new Promise( ( resolve, reject ) => {
				server.once( 'error', reject );
				server.listen( port, '127.0.0.1', () => resolve( base ) );
			} ),
		close: () =>
			new Promise( ( resolve ) => server.close( () => resolve() ) ),
	};
}

if ( import.meta.url === `file://${ process.argv[ 1 ] }` ) {
	const args = readArgs( process.argv.slice( 2 ) );
	const port = Number(
		args.port ?? process.env.P2P_STRIPE_FAKE_PORT ?? DEFAULT_PORT
	);
	const fake = createFakeStripe( {
		port,
		webhookUrl: args[ 'webhook-url' ],
		secret: args.secret ?? DEFAULT_SECRET,
		log: ( line ) => process.stdout.write( `[stripe-fake] ${ line }\n` ),
	} );
	fake.listen().then(
		( url ) =>
			process.stdout.write(
				`[stripe-fake] listening on ${ url }, webhooks to ${ fake.webhookUrl }\n`
			),
		( error ) => {
			process.stderr.write(
				`[stripe-fake] cannot listen on ${ port }: ${ error.message }\n`
			);
			process.exit( 1 );
		}
	);
	const stop = () => fake.close().then( () => process.exit( 0 ) );
	process.on( 'SIGINT', stop );
	process.on( 'SIGTERM', stop );
}
