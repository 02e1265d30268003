// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x8
gcsstr	x15, [x0]
gcssttr	x8, [x17]
gcspushm	x19
gcsss1	x21
