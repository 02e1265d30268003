// mattr: +gcs
// instructions llvm-mc 19 takes only with: gcs
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x10
gcsstr	x28, [x16]
gcssttr	x18, [x9]
gcspushm	x14
gcsss1	x16
