// without gcs: each line is rejected
gcsstr	x26, [x1]
gcssttr	x12, [x27]
gcspushm	x17
gcsss1	x22
