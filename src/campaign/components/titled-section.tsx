/**
 * A page section named by its own heading (aria-labelledby), so screen-reader users can jump
 * between the page's regions by their visible titles.
 */
import { useId, type ReactNode } from 'react';
import { PageSection } from './page-section';

interface TitledSectionProps {
	title: ReactNode;
	/** A card on the page background rather than part of the page. */
	isBoxed?: boolean;
	className?: string;
	children: ReactNode;
}

export function TitledSection( {
	title,
	isBoxed,
	className,
	children,
}: TitledSectionProps ) {
	const headingId = useId();
	return (
		<PageSection
			$isBoxed={ isBoxed }
			aria-labelledby={ headingId }
			className={ className }
		>
			<h2 id={ headingId }>{ title }</h2>
			{ children }
		</PageSection>
	);
}
