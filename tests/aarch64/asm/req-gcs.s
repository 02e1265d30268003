// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x7
gcsstr	x5, [x2]
gcssttr	x5, [x26]
gcspushm	x24
gcsss1	x5
