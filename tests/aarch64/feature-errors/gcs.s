// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x12
gcsstr	x17, [x23]
gcssttr	x18, [x4]
gcspushm	x0
gcsss1	x8
