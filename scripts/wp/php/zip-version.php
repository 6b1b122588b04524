<?php
/**
 * Prints the WordPress version inside a release zip (its wp-includes/version.php), for zips whose
 * name does not say it. Usage: php zip-version.php <zip>
 */
if ( $argc !== 2 || ! class_exists( 'ZipArchive' ) ) {
	fwrite( STDERR, "Usage: php zip-version.php <zip> (needs php8.2-zip)\n" );
	exit( 2 );
}
$zip = new ZipArchive();
if ( true !== $zip->open( $argv[1] ) ) {
	fwrite( STDERR, "Cannot open {$argv[1]}\n" );
	exit( 1 );
}
for ( $i = 0; $i < $zip->numFiles; $i++ ) {
	if ( preg_match( '#(^|/)wp-includes/version\.php$#', $zip->getNameIndex( $i ) )
		&& preg_match( '/\$wp_version\s*=\s*\'([^\']+)\'/', $zip->getFromIndex( $i ), $match ) ) {
		echo $match[1];
		exit( 0 );
	}
}
fwrite( STDERR, "{$argv[1]} holds no wp-includes/version.php\n" );
exit( 1 );
