/**
 * 'About this Campaign': the campaign story, excerpt first when it has a 'more' marker.
 */
import { __ } from '@wordpress/i18n';
import { Story } from '../../../../shared/ui/story';
import { TitledSection } from '../../../components/titled-section';

interface AboutCampaignProps {
	story: string;
}

export function AboutCampaign( { story }: AboutCampaignProps ) {
	if ( ! story.trim() ) {
		return null;
	}
	return (
		<TitledSection
			isBoxed
			title={ __( 'About this Campaign', 'p2p-fundraising' ) }
			className="p2p-about"
		>
			<Story text={ story } />
		</TitledSection>
	);
}
