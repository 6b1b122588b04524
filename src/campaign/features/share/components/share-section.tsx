/**
 * A boxed page section with a heading and the share buttons for one page (team, fundraiser).
 * The same text is the share message and the e-mail subject.
 */
import { useId } from 'react';
import { PageSection } from '../../../components/page-section';
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
	const headingId = useId();
	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className={ className }
		>
			<h2 id={ headingId }>{ heading }</h2>
			<ShareButtons url={ url } text={ text } emailSubject={ text } />
		</PageSection>
	);
}
