import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
	BrowserRouter,
	Link,
	Route,
	Routes,
	useLocation,
} from 'react-router-dom';
import { ROUTER_FUTURE_FLAGS } from '../../shared/router-flags';
import { CampaignRouter } from './campaign-router';

function Where() {
	return <p>At { useLocation().pathname }</p>;
}

/** Moves the address once, while the first render runs: a Back made before the router listens. */
function MoveTheAddressDuringTheFirstRender() {
	if ( window.location.pathname === '/campaigns/demo/' ) {
		window.history.pushState( null, '', '/campaigns/demo/team/7/' );
	}
	return null;
}

const pages = (
	<>
		<MoveTheAddressDuringTheFirstRender />
		<Routes>
			<Route path="*" element={ <Where /> } />
		</Routes>
	</>
);

describe( 'CampaignRouter', () => {
	beforeEach( () => {
		window.history.replaceState( null, '', '/campaigns/demo/' );
	} );

	it( 'shows where the address is when it starts listening, after a time-sliced first render', async () => {
		const container = document.createElement( 'div' );
		document.body.append( container );
		const root = createRoot( container );
		await act( async () => {
			startTransition( () =>
				root.render(
					<CampaignRouter
						basename="/campaigns/demo/"
						window={ window }
					>
						{ pages }
					</CampaignRouter>
				)
			);
		} );
		try {
			expect( container ).toHaveTextContent( 'At /team/7/' );
		} finally {
			act( () => root.unmount() );
			container.remove();
		}
	} );

	it( 'is needed: React Router’s BrowserRouter keeps the page it started with', async () => {
		render(
			<BrowserRouter
				basename="/campaigns/demo/"
				future={ ROUTER_FUTURE_FLAGS }
				window={ window }
			>
				{ pages }
			</BrowserRouter>
		);
		expect( await screen.findByText( 'At /' ) ).toBeInTheDocument();
		expect( window.location.pathname ).toBe( '/campaigns/demo/team/7/' );
	} );

	it( 'follows links and Back like BrowserRouter', async () => {
		const user = userEvent.setup();
		render(
			<CampaignRouter basename="/campaigns/demo/" window={ window }>
				<Routes>
					<Route
						path="/"
						element={ <Link to="/fundraiser/3/">Ada</Link> }
					/>
					<Route path="*" element={ <Where /> } />
				</Routes>
			</CampaignRouter>
		);
		await user.click( screen.getByRole( 'link', { name: 'Ada' } ) );
		expect(
			await screen.findByText( 'At /fundraiser/3/' )
		).toBeInTheDocument();
		act( () => window.history.back() );
		expect(
			await screen.findByRole( 'link', { name: 'Ada' } )
		).toBeInTheDocument();
	} );
} );
