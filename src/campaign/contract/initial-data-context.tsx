/**
 * The page's embedded initial data (read once by src/shared/boot) for every screen: campaign,
 * auth and user never change without a page load.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { InitialData } from './types';

const InitialDataContext = createContext< InitialData | null >( null );

interface InitialDataProviderProps {
	data: InitialData;
	children: ReactNode;
}

export function InitialDataProvider( {
	data,
	children,
}: InitialDataProviderProps ) {
	return (
		<InitialDataContext.Provider value={ data }>
			{ children }
		</InitialDataContext.Provider>
	);
}

export function useInitialData(): InitialData {
	const data = useContext( InitialDataContext );
	if ( ! data ) {
		throw new Error(
			'InitialDataProvider is missing above this component.'
		);
	}
	return data;
}

export const useCampaign = () => useInitialData().campaign;
export const useAuth = () => useInitialData().auth;
