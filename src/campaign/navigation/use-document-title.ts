/**
 * Sets the document title as WordPress composes it: page – campaign – site.
 */
import { useEffect } from 'react';
import { useSettings } from '../../shared/app-services';
import { useCampaign } from '../contract/initial-data-context';

export function useDocumentTitle( pageTitle?: string ) {
	const { siteName } = useSettings();
	const { campaign_title: campaignTitle } = useCampaign();

	useEffect( () => {
		document.title = [ pageTitle, campaignTitle, siteName ]
			.filter( ( part ) => part && part.trim() )
			.join( ' – ' );
	}, [ pageTitle, campaignTitle, siteName ] );
}
