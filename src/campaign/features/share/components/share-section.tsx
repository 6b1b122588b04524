/**
 * A boxed page section with a heading and the share buttons for one page (team, fundraiser).
 * The same text is the share message and the e-mail subject.
 */
import { TitledSection } from '../../../components/titled-section';
import { ShareButtons } from './share-buttons';

interface ShareSectionProps {
	heading: string;
	url: string;
	text: string;
	className: string;
}

export function ShareSection( {
	heading,
	url,
	text,
	className,
}: ShareSectionProps ) {
	return (
		<TitledSection isBoxed title={ heading } className={ className }>
			<ShareButtons url={ url } text={ text } emailSubject={ text } />
		</TitledSection>
	);
}
