// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x16
gcsstr	x13, [x27]
gcssttr	x20, [x23]
gcspushm	x10
gcsss1	x27
