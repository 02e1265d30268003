// without gcs: each line is rejected
gcsstr	x26, [x1]
gcssttr	x12, [x27]
