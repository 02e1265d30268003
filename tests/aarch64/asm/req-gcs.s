// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x12
gcsstr	x17, [x23]
gcssttr	x18, [x4]
gcspushm	x0
gcsss1	x8
