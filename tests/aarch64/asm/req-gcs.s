// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x16
gcsstr	x13, [x27]
gcssttr	x20, [x23]
gcspushm	x10
gcsss1	x27
