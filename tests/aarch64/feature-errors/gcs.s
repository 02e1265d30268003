// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x7
gcsstr	x5, [x2]
gcssttr	x5, [x26]
gcspushm	x24
gcsss1	x5
