/**
 * 'About this Campaign': the campaign story, excerpt first when it has a 'more' marker.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Story } from '../../../../shared/ui/story';
import { PageSection } from '../../../components/page-section';

interface AboutCampaignProps {
	story: string;
}

export function AboutCampaign( { story }: AboutCampaignProps ) {
	const headingId = useId();
	if ( ! story.trim() ) {
		return null;
	}
	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className="p2p-about"
		>
			<h2 id={ headingId }>
				{ __( 'About this Campaign', 'p2p-fundraising' ) }
			</h2>
			<Story text={ story } />
		</PageSection>
	);
}
