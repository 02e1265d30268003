// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x10
gcsstr	x28, [x16]
gcssttr	x18, [x9]
gcspushm	x14
gcsss1	x16
