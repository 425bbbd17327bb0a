BenchCommand.main()
