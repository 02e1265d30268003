// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x15
gcsstr	x10, [x2]
gcssttr	x28, [x30]
gcspushm	x16
gcsss1	x17
