// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x15
gcsstr	x10, [x2]
gcssttr	x28, [x30]
gcspushm	x16
gcsss1	x17
