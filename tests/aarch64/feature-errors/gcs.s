// without gcs: each line is rejected
gcspopcx
gcspopm	xzr
gcspopx
gcspushx
gcsss2	x29
gcsstr	x21, [x11]
gcssttr	x5, [x28]
gcspushm	x0
gcsss1	x25
