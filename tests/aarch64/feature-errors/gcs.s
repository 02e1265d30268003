// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x16
gcsstr	x18, [x9]
gcssttr	x18, [x19]
gcspushm	x16
gcsss1	x11
