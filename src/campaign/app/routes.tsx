/**
 * The route table (spec §2): every path with its guard and its lazily loaded screen (screens.tsx).
 * The home screen ships in the entry bundle because almost every visit starts there.
 *
 * A plain <Routes> tree, not a data router: the app loads data with SWR, and the data router
 * would add about 10 KB gzipped to every page for loaders it would not use.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '../../shared/ui/spinner';
import { CampaignHomeScreen } from '../screens/campaign-home-screen';
import { CampaignLayout } from './campaign-layout';
import { Guard } from './guard';
import { screens, type Rules } from './screens';

const NotFoundScreen = lazy( () =>
	import(
		/* webpackChunkName: "screen-not-found" */ './not-found-screen'
	).then( ( module ) => ( { default: module.NotFoundScreen } ) )
);

function ScreenRoute( {
	rules,
	Screen,
}: {
	rules?: Rules;
	Screen: ComponentType;
} ) {
	const screen = (
		<Suspense fallback={ <Spinner isCentered size="large" /> }>
			<Screen />
		</Suspense>
	);
	return rules ? <Guard rules={ rules }>{ screen }</Guard> : screen;
}

export function CampaignRoutes() {
	return (
		<Routes>
			<Route path="/" element={ <CampaignLayout /> }>
				<Route index element={ <CampaignHomeScreen /> } />
				{ screens.map( ( { path, rules, Screen } ) => (
					<Route
						key={ path }
						path={ path }
						element={
							<ScreenRoute rules={ rules } Screen={ Screen } />
						}
					/>
				) ) }
				<Route
					path="*"
					element={ <ScreenRoute Screen={ NotFoundScreen } /> }
				/>
			</Route>
		</Routes>
	);
}
