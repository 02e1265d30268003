// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x18
gcsstr	x29, [x17]
gcssttr	x17, [x12]
gcspushm	x17
gcsss1	x2
