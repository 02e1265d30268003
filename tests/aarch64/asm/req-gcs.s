// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x2
gcsstr	x11, [x5]
gcssttr	x10, [x28]
gcspushm	x12
gcsss1	x10
