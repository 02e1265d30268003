// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x26
gcsstr	x28, [x25]
gcssttr	x18, [x5]
gcspushm	x12
gcsss1	x2
