/**
 * What every screen may need from the page: its settings and the API client. Provided once at
 * the root of each app.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from './api/api-client';
import type { Settings } from './boot/settings';
import { formatDate, formatDateTime } from './format/date';
import {
	formatMoney,
	formatNumber,
	formatPercentage,
	formatPercentNumber,
} from './format/money';

interface AppServices {
	settings: Settings;
	client: ApiClient;
}

const AppServicesContext = createContext< AppServices | null >( null );

interface AppServicesProviderProps extends AppServices {
	children: ReactNode;
}

export function AppServicesProvider( {
	settings,
	client,
	children,
}: AppServicesProviderProps ) {
	const value = useMemo(
		() => ( { settings, client } ),
		[ settings, client ]
	);
	return (
		<AppServicesContext.Provider value={ value }>
			{ children }
		</AppServicesContext.Provider>
	);
}

function useAppServices(): AppServices {
	const services = useContext( AppServicesContext );
	if ( ! services ) {
		throw new Error(
			'AppServicesProvider is missing above this component.'
		);
	}
	return services;
}

export const useSettings = () => useAppServices().settings;
export const useApiClient = () => useAppServices().client;

/**
 * Whole numbers with the site's separators, also where no provider is above (a form field rendered
 * on its own): then as 10,000.
 */
export function useCountFormat(): ( value: number ) => string {
	const services = useContext( AppServicesContext );
	const separators = services?.settings ?? {
		decimalSeparator: '.',
		thousandsSeparator: ',',
	};
	return ( value: number ) => formatNumber( value, separators );
}

/** Formatters bound to the site's number, currency, language and time-zone settings. */
export function useFormat() {
	const settings = useSettings();
	return useMemo(
		() => ( {
			money: ( amount: number ) => formatMoney( amount, settings ),
			number: ( value: number ) => formatNumber( value, settings ),
			percentage: ( value: number ) =>
				formatPercentage( value, settings ),
			percentNumber: ( value: number ) =>
				formatPercentNumber( value, settings ),
			dateTime: ( iso: string ) => formatDateTime( iso, settings ),
			date: ( iso: string, style?: 'medium' | 'long' ) =>
				formatDate( iso, settings, style ),
		} ),
		[ settings ]
	);
}
