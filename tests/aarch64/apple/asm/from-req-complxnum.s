// mattr: +complxnum
fcadd.2d v23, v23, v31, #90
fcadd.2s v25, v2, v28, #270
fcadd.4s v3, v0, v18, #90
fcmla.2d v18, v9, v30, #0
fcmla.2s v4, v5, v26, #0
fcmla.4s v28, v7, v18, #0
fcmla.4s v25, v20, v15[0], #270
