// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x28
gcsstr	x23, [x13]
gcssttr	x25, [x2]
gcspushm	x27
gcsss1	x9
