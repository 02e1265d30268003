// without gcs: each line is rejected
gcsstr	x8, [x22]
gcssttr	x21, [x25]
gcspushm	x1
gcsss1	x30
